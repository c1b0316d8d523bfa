import type { ReactNode } from "react";
import { createBrowserRouter, Outlet } from "react-router";
import { PublicLayout } from "./components/public-layout";
import { AuthProvider, useAuth } from "./features/auth/auth-provider";
import { RequireAuth } from "./features/auth/require-auth";
import { AccountSettingsPage } from "./routes/account-settings";
import { ConfirmEmailPage } from "./routes/confirm-email";
import { ForgotPasswordPage } from "./routes/forgot-password";
import { HomePage } from "./routes/home";
import { LoginPage } from "./routes/login";
import { LogoutPage } from "./routes/logout";
import { NotFoundPage } from "./routes/not-found";
import { ResetPasswordPage } from "./routes/reset-password";
import { SignupPage } from "./routes/signup";

// The spec: a blank screen until the first session check ends.
function AuthGate() {
  const { loading } = useAuth();
  return loading ? null : <Outlet />;
}

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

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
        element: <PublicLayout />,
        children: [
          { path: "/", element: <HomePage /> },
          { path: "/login", element: <LoginPage /> },
          { path: "/signup", element: <SignupPage /> },
          { path: "/confirm_email/:token", element: <ConfirmEmailPage /> },
          { path: "/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/reset-password/:token", element: <ResetPasswordPage /> },
          { path: "/logout", element: <LogoutPage /> },
          { path: "/accountsettings", element: guarded(<AccountSettingsPage />) },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
