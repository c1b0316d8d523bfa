import { useEffect } from "react";
import { useLocation } from "react-router";
import { initAnalytics, setAnalyticsUser, trackPageview } from "../../lib/analytics/analytics";
import { useAuth } from "../auth/auth-provider";
import { useClientConfig } from "../auth/use-client-config";

/** Initialises analytics once and records a page view on every route change. */
export function AnalyticsTracker() {
  const location = useLocation();
  const { userId } = useAuth();
  const config = useClientConfig();

  useEffect(() => {
    if (config.data) initAnalytics(config.data.analytics);
  }, [config.data]);
  useEffect(() => {
    setAnalyticsUser(userId);
  }, [userId]);
  useEffect(() => {
    trackPageview(location.pathname);
  }, [location.pathname]);
  return null;
}
