import type { ReactNode } from "react";
import { createBrowserRouter, Outlet } from "react-router";
import { AuthProvider, useAuth } from "./features/auth/auth-provider";
import { RequireAuth } from "./features/auth/require-auth";
import { FeedbackProvider } from "./features/feedback/feedback-provider";
import { AnalyticsTracker } from "./features/shell/analytics-tracker";
import { DocumentTitle, type RouteHandle } from "./features/shell/page-title";
import { PublicLayout } from "./features/shell/public-layout";
import { HomePage } from "./routes/home";
import { NotFoundPage } from "./routes/not-found";

// The spec: a blank screen until the first session check ends.
function AuthGate() {
  const { loading } = useAuth();
  return loading ? null : (
    <FeedbackProvider>
      <AnalyticsTracker />
      <DocumentTitle />
      <Outlet />
    </FeedbackProvider>
  );
}

const title = (text: string): RouteHandle => ({ title: text });

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

// Screens other than the home page load on first visit, so the home page's bundle stays small
// (forms, validation and the proof-of-work solver come with the sign-in screens).
const page = (load: () => Promise<{ default: () => ReactNode }>, protect = false) => ({
  lazy: async () => {
    const { default: Screen } = await load();
    return { element: protect ? guarded(<Screen />) : <Screen /> };
  },
});

// One entry per route of the spec as its screen lands; anything else is the not-found page.
export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <AuthGate />
      </AuthProvider>
    ),
    children: [
      {
        // The signed-in screens, in the app shell with the sidebar. The shell (sockets,
        // notifications, menus) loads with the first signed-in screen, not with the home page.
        ...page(() => import("./features/shell/app-layout").then((m) => ({ default: m.AppLayout })), true),
        children: [
          {
            path: "/plan/:tripId?",
            handle: title("Plan a trip"),
            ...page(() => import("./routes/plan").then((m) => ({ default: m.PlanPage }))),
          },
          {
            path: "/trips",
            handle: title("My Trips"),
            ...page(() => import("./routes/my-trips").then((m) => ({ default: m.MyTripsPage }))),
          },
          {
            path: "/details/:tripId",
            handle: title("Trip details"),
            ...page(() => import("./routes/trip-details").then((m) => ({ default: m.TripDetailsPage }))),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: "/", element: <HomePage /> },
          {
            path: "/login",
            handle: title("Log In"),
            ...page(() => import("./routes/login").then((m) => ({ default: m.LoginPage }))),
          },
          {
            path: "/signup",
            handle: title("Sign Up"),
            ...page(() => import("./routes/signup").then((m) => ({ default: m.SignupPage }))),
          },
          {
            path: "/confirm_email/:token",
            handle: title("Confirm your e-mail"),
            ...page(() => import("./routes/confirm-email").then((m) => ({ default: m.ConfirmEmailPage }))),
          },
          {
            path: "/forgot-password",
            handle: title("Forgot password"),
            ...page(() => import("./routes/forgot-password").then((m) => ({ default: m.ForgotPasswordPage }))),
          },
          {
            path: "/reset-password/:token",
            handle: title("Reset password"),
            ...page(() => import("./routes/reset-password").then((m) => ({ default: m.ResetPasswordPage }))),
          },
          {
            path: "/accept/:token",
            handle: title("Join a trip"),
            ...page(() => import("./routes/accept-invite").then((m) => ({ default: m.AcceptInvitePage })), true),
          },
          {
            // From an in-app notification: the invite's id, never its token.
            path: "/accept/invite/:inviteId",
            handle: title("Join a trip"),
            ...page(() => import("./routes/accept-invite").then((m) => ({ default: m.AcceptInvitePage })), true),
          },
          {
            path: "/pricing",
            handle: title("Pricing"),
            ...page(() => import("./routes/pricing").then((m) => ({ default: m.PricingPage }))),
          },
          {
            path: "/about",
            handle: title("About"),
            ...page(() => import("./routes/about").then((m) => ({ default: m.AboutPage }))),
          },
          {
            path: "/privacy-policy",
            handle: title("Privacy Policy"),
            ...page(() => import("./routes/privacy-policy").then((m) => ({ default: m.PrivacyPolicyPage }))),
          },
          {
            path: "/terms-of-service",
            handle: title("Terms of Service"),
            ...page(() => import("./routes/terms-of-service").then((m) => ({ default: m.TermsOfServicePage }))),
          },
          {
            path: "/admin/feedback",
            handle: title("Feedback"),
            ...page(() => import("./routes/admin-feedback").then((m) => ({ default: m.AdminFeedbackPage })), true),
          },
          {
            path: "/logout",
            handle: title("Log Out"),
            ...page(() => import("./routes/logout").then((m) => ({ default: m.LogoutPage }))),
          },
          {
            path: "/accountsettings",
            handle: title("Account Settings"),
            ...page(() => import("./routes/account-settings").then((m) => ({ default: m.AccountSettingsPage })), true),
          },
          {
            path: "/billing/portal",
            handle: title("Billing portal"),
            ...page(() => import("./routes/billing-portal").then((m) => ({ default: m.BillingPortalPage })), true),
          },
          { path: "*", handle: title("Page not found"), element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
