import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuth } from "../../features/auth/auth-provider";
import { useClientConfig } from "../../features/auth/use-client-config";
import { initAnalytics, setAnalyticsUser, trackPageview } from "./analytics";

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
