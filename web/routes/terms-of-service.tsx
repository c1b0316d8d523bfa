import { Link } from "react-router";
import { site } from "../../common/site";
import { LegalPage, type LegalSection } from "../features/legal/legal-page";

const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

const sections: LegalSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: (
      <p>
        These Terms of Service ("Terms") govern your use of Lotus, the AI travel-planning web app. By creating an
        account or using Lotus you agree to these Terms and to our <Link to="/privacy-policy">Privacy Policy</Link>. If
        you do not agree, do not use Lotus.
      </p>
    ),
  },
  {
    id: "definitions",
    title: "Definitions",
    body: (
      <ul>
        <li>"Lotus", "we" and "us": the provider of the Lotus service.</li>
        <li>
          "Service": the Lotus website and web app, including the AI guide, trip planning, group chat and trip details.
        </li>
        <li>"You": the person using the Service.</li>
        <li>"Content": anything you or other users put into the Service, such as messages, trip names and feedback.</li>
        <li>"Third-party services": airlines, hotels and other providers whose offers Lotus shows or links to.</li>
        <li>"Explorer" and "Voyager": the free plan and the paid subscription plan.</li>
      </ul>
    ),
  },
  {
    id: "services",
    title: "Our Services",
    body: (
      <>
        <p>
          Lotus helps you plan trips: an AI guide suggests destinations, flights, hotels, places and itineraries; you
          can share trips, chat with companions and track bookings. Lotus is a planning tool, not a travel agent: we do
          not sell flights or hotels, and bookings are made with the third-party service you choose, under its terms.
        </p>
        <p>
          Lotus matches travellers with local businesses, such as airlines, hotels, restaurants, tour operators and
          other providers. Lotus is not itself the provider of travel services: the business you book with provides the
          flight, stay, meal or activity, and is responsible for it.
        </p>
        <p>
          AI suggestions and prices may be incomplete, out of date or wrong. Always confirm details (schedules, prices,
          opening hours, visa and health requirements) with the provider before you rely on them.
        </p>
        <p>
          Explorer is free with limited AI messages; Voyager is billed monthly or annually in advance, renews until you
          cancel, and keeps its features until the end of the period you paid for.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "User Accounts",
    body: (
      <p>
        You must be at least 18 years old to create an account. Give accurate information, keep your password to
        yourself and tell us at once at {mail} if you think someone else has used your account. You are responsible for
        what happens under your account.
      </p>
    ),
  },
  {
    id: "conduct",
    title: "User Conduct and Prohibited Activities",
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break the law, or infringe anyone's rights, through the Service;</li>
          <li>post content that is harassing, hateful, sexually explicit or that invades someone's privacy;</li>
          <li>invite people who have not agreed to hear from you, or send spam;</li>
          <li>try to get around plan limits, rate limits or security measures, or access other users' trips;</li>
          <li>scrape, resell or automate the Service, or use it to build a competing product;</li>
          <li>try to make the AI guide produce harmful or unlawful content.</li>
        </ul>
      </>
    ),
  },
  {
    id: "privacy",
    title: "Privacy",
    body: (
      <p>
        How we handle personal information is described in our <Link to="/privacy-policy">Privacy Policy</Link>. When
        you share a trip, its members see its shared messages and itinerary.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    body: (
      <p>
        The Service, its software, design and brand belong to Lotus. Your Content stays yours; you give us a licence to
        store, process and display it only as needed to run the Service for you and the people you share with. Travel
        data shown in Lotus belongs to its providers and is shown under their terms.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of Liability",
    body: (
      <p>
        The Service is provided "as is". To the fullest extent the law allows, Lotus is not liable for indirect,
        incidental or consequential losses, or for the acts of third-party services (such as a cancelled flight or an
        overbooked hotel). Our total liability for any claim is limited to the greater of the amount you paid us in the
        12 months before the claim and 100 US dollars. Nothing in these Terms limits liability that cannot be limited by
        law.
      </p>
    ),
  },
  {
    id: "disputes",
    title: "Dispute Resolution",
    body: (
      <p>
        These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.
        Before starting a claim, contact us at {mail} so we can try to resolve it informally. Any dispute that is not
        resolved within 60 days will be settled by binding arbitration administered by the American Arbitration
        Association under its Consumer Arbitration Rules, on an individual basis; class actions and class arbitrations
        are not permitted. Either party may bring a claim in small-claims court instead.
      </p>
    ),
  },
  {
    id: "modifications",
    title: "Modifications to Terms",
    body: (
      <p>
        We may change these Terms. We will post the new version here with a new date and, for material changes, tell you
        by e-mail or in the app at least 14 days before they apply. Continuing to use Lotus after that means you accept
        them.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination",
    body: (
      <p>
        You may stop using Lotus at any time. To terminate your account, contact us by e-mail at {mail} from the address
        on your account; we will close it and delete its data as our Privacy Policy describes. A Voyager subscription
        should be cancelled first in Account Settings. We may suspend or close accounts that break these Terms, and will
        tell you why unless the law forbids it.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Information",
    body: <p>Questions about these Terms: write to {mail}.</p>,
  },
  {
    id: "severability",
    title: "Severability",
    body: (
      <p>
        If any part of these Terms is found unenforceable, that part will be limited as little as necessary and the rest
        of the Terms remain in force.
      </p>
    ),
  },
  {
    id: "complete-agreement",
    title: "Complete Agreement",
    body: (
      <p>
        These Terms, together with the Privacy Policy, are the whole agreement between you and Lotus about the Service
        and replace any earlier agreements about it.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return <LegalPage title="Terms of Service" updated="March 24, 2025" sections={sections} />;
}
