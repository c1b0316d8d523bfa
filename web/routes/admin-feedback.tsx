import { useQuery } from "@tanstack/react-query";
import { Loader2, Star } from "lucide-react";
import { feedbackCategories } from "../../common/api/feedback";
import { feedbackReport } from "../api/feedback";
import { queryKeys } from "../api/query-keys";
import { NotFoundPage } from "./not-found";

/** /admin/feedback: what people said, with the average per category (ADMIN_EMAILS only). */
export function AdminFeedbackPage() {
  const report = useQuery({
    queryKey: queryKeys.feedbackReport,
    retry: false,
    queryFn: async () => {
      const res = await feedbackReport();
      if (!res.ok) throw new Error(String(res.status));
      return res.data;
    },
  });
  if (report.isPending) {
    return (
      <p className="flex items-center gap-2 p-10 text-slate-500">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Loading feedback...
      </p>
    );
  }
  if (report.isError) return <NotFoundPage />;
  const r = report.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Feedback</h1>
      <p className="mt-1 text-slate-600">{r.count} responses</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-5">
        {feedbackCategories.map((c) => (
          <div key={c.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{c.label}</dt>
            <dd className="mt-1 flex items-center gap-1 text-2xl font-bold text-slate-900">
              <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden />
              {r.averages[c.key] ?? "–"}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Latest</h2>
      {r.recent.length === 0 ? (
        <p className="mt-2 text-slate-600">No feedback yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {r.recent.map((f) => (
            <li key={f.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <p className="text-slate-500">
                {new Date(f.created_at).toLocaleString()} · {f.signed_in ? "signed in" : "visitor"}
                {f.screen ? ` · ${f.screen}` : ""}
              </p>
              <p className="mt-1 text-slate-700">
                {feedbackCategories.map((c) => `${c.label} ${f.ratings[c.key]}`).join(" · ")}
              </p>
              {f.comment ? <p className="mt-2 text-slate-900">{f.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
