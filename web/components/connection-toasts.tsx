import { useEffect } from "react";
import { toast } from "./toast/toast-store";

/** Tells the traveller when their browser goes offline and when it comes back. */
export function ConnectionToasts() {
  useEffect(() => {
    const offline = () =>
      toast({
        variant: "destructive",
        title: "You're offline",
        description: "Changes will wait until your connection returns.",
      });
    const online = () => toast({ title: "Back online", description: "You're connected again." });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);
  return null;
}
