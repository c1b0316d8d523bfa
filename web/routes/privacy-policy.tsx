import { site } from "../../common/site";
import { LegalPage, type LegalSection } from "../features/legal/legal-page";

const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

// What Lotus really does with data: the cookie it sets, the services it calls, how long things
// last. Keep this in step with the code (sessions.ts, tokens.ts, travel providers, billing).
const sections: LegalSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: (
      <p>
        This policy explains what personal information Lotus ("we", "us") collects when you use the Lotus web app to
        plan trips, why we collect it, who we share it with and the choices you have. It applies to everyone who visits
        or uses Lotus. Lotus is meant for adults: you must be at least 18 to create an account.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <p>We collect only what we need to run Lotus:</p>
        <ul>
          <li>
            Account details: your first, last and preferred name, e-mail address and a hashed password (never the
            password itself), or your Google account id and name if you sign in with Google.
          </li>
          <li>
            Trip content: your trips, the messages you send to Lotus and to your group, itineraries, the flights, hotels
            and places Lotus suggests, and which bookings you mark as booked.
          </li>
          <li>
            Collaboration data: who you invite, invitations you accept, friends, notifications and when you last read a
            chat.
          </li>
          <li>
            Subscription data: your plan, subscription status and billing period. Card details are entered into our
            payment provider's form and never reach our servers.
          </li>
          <li>Feedback you choose to send, with your browser's user-agent string and screen size.</li>
          <li>
            Usage data: pages viewed and the features you use (see Cookies and Tracking), and technical logs (IP
            address, request time and path) kept to run and protect the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    body: (
      <ul>
        <li>
          To provide Lotus: build itineraries, search travel options, run group chats and send the e-mails you expect
          (confirmation, password reset, invitations, mentions while you are away).
        </li>
        <li>To keep accounts safe: bot checks on sign-in and sign-up, rate limits, and investigating abuse.</li>
        <li>To bill Voyager subscriptions and apply your plan's limits.</li>
        <li>To improve Lotus, using feedback and aggregated usage statistics.</li>
      </ul>
    ),
  },
  {
    id: "ai-processing",
    title: "AI Processing",
    body: (
      <>
        <p>
          Lotus is an AI guide. What you write to Lotus, together with your trip's context (destination, dates, earlier
          messages in that chat), is processed to understand your request and write a reply. Depending on how this
          service is configured, that processing happens on our own servers or is sent to a language-model provider
          (such as OpenAI or Anthropic) acting for us; such providers may not use it to train their models under our
          agreements with them.
        </p>
        <p>
          Messages you send to your group are not sent to an AI provider unless you mention @Lotus. A private question
          to Lotus in a shared trip is visible only to you. AI suggestions can be wrong: check times, prices and entry
          requirements before you rely on them.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "How We Share Information",
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            With the people you plan with: members of a trip see its shared messages, itinerary and booking status, and
            your name.
          </li>
          <li>
            With service providers acting for us: travel data providers (for example Duffel for flights and hotels,
            Google Places for places, Reddit for travellers' posts, Open-Meteo for weather), which receive search
            details such as destinations and dates but not your identity; our payment provider Stripe; our e-mail
            delivery provider; our bot-check provider (reCAPTCHA or Cloudflare Turnstile, when used); Google, when you
            choose Google sign-in; and hosting.
          </li>
          <li>When the law requires it, or to protect the rights and safety of our users and Lotus.</li>
        </ul>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "International Data Transfers",
    body: (
      <p>
        Lotus and some of its providers operate in the United States and other countries whose laws may differ from
        yours. Where personal information leaves the European Economic Area, the United Kingdom or Switzerland, we rely
        on safeguards such as the European Commission's Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: "security-and-retention",
    title: "Data Security and Retention",
    body: (
      <>
        <p>
          Passwords are stored only as Argon2id hashes; sessions are random tokens kept in an httpOnly cookie, and we
          store only their hashes; e-mailed links are single-use. Traffic is encrypted in transit.
        </p>
        <ul>
          <li>Sessions last 30 days from your last visit; signing out ends them at once.</li>
          <li>E-mail confirmation links expire after 48 hours, password-reset links after 1 hour.</li>
          <li>
            Your account, trips and messages are kept until you delete a trip or ask us to delete your account; we then
            delete them within 30 days, except what we must keep by law (for example invoices).
          </li>
          <li>Feedback and usage statistics are kept for up to 24 months.</li>
        </ul>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    body: (
      <p>
        Depending on where you live you may ask to access, correct, export or delete your personal information, or
        object to or restrict how we use it. You can update your name in Account Settings and delete trips you own at
        any time; for anything else write to {mail}. We answer within 30 days. You may also complain to your local
        data-protection authority. California residents have the rights given by the CCPA/CPRA; we do not sell or share
        personal information for cross-context behavioural advertising.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and Tracking",
    body: (
      <>
        <p>
          Lotus sets two cookies of its own, both only to keep you signed in: <code>lotus_session</code> (httpOnly,
          SameSite=Lax, 30 days), and <code>lotus_signed_in</code>, which holds no information beyond telling the page
          that a session may exist. We keep the page you wanted before signing in in your browser's local storage. When
          you pay, Stripe's form may set its own cookies to prevent fraud; Google sign-in and the bot check may do the
          same on their pages.
        </p>
        <p>
          Our usage statistics are collected by Lotus itself, without cookies or third-party trackers, and are switched
          off entirely when your browser sends Do Not Track or Global Privacy Control.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children's Privacy",
    body: (
      <p>
        Lotus is not directed to children. You must be 18 or older to create an account, and we do not knowingly collect
        information from anyone under 13. If you believe a child has given us personal information, contact us and we
        will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy as Lotus changes. We will post the new version here with a new date and, for
        significant changes, tell you by e-mail or in the app before they take effect.
      </p>
    ),
  },
  {
    id: "marketing",
    title: "Marketing Communications",
    body: (
      <p>
        We send e-mails you need to use Lotus (such as confirmations and invitations). We send product news only if you
        agree, and every such e-mail has an unsubscribe link. When someone mentions you in a trip while you are away we
        send one e-mail, then none for half an hour.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    body: <p>Questions about this policy or your data: write to {mail}.</p>,
  },
];

export function PrivacyPolicyPage() {
  return <LegalPage title="Privacy Policy" updated="May 15, 2025" sections={sections} />;
}
