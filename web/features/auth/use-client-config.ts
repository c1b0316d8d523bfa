import { useQuery } from "@tanstack/react-query";
import { clientConfig } from "../../api/auth";

/** The server's client settings (bot check, Google client id, analytics), fetched once. */
export function useClientConfig() {
  return useQuery({
    queryKey: ["client-config"],
    queryFn: async () => {
      const res = await clientConfig();
      if (!res.ok) throw new Error("client config unavailable");
      return res.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
