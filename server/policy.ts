import type { SessionUser } from "./auth/sessions";
import type { AppError } from "./errors";

// One shape of authorization for every domain: `policy.may(actor, action, subject)`. A domain
// declares its actions as a table of rules (the Record makes a forgotten rule a type error) and
// the error a refusal gives (a stranger's trip or subscription is "not found", so ids cannot be
// probed; a member who may not is "forbidden"). Routes and socket handlers call `authorize`,
// screens are sent `permissions`, so the web shows exactly what the server allows.
// `server/policy.test.ts` checks that every declared action is asked somewhere.

/** Who acts: the signed-in person, or as much of them as a domain's rules read. */
export type Actor = Pick<SessionUser, "id">;

export type Rule<S, Act extends Actor = Actor> = (actor: Act, subject: S) => boolean;

export type Policy<A extends string, S, Act extends Actor = Actor> = {
  readonly name: string;
  readonly actions: readonly A[];
  may(actor: Act, action: A, subject: S): boolean;
  /** Throws the domain's refusal unless the actor may. */
  authorize(actor: Act, action: A, subject: S): void;
  /** Every action with its answer, for screens that show or hide what the person can do. */
  permissions(actor: Act, subject: S): Record<A, boolean>;
};

export function definePolicy<A extends string, S, Act extends Actor = Actor>(
  name: string,
  rules: Record<A, Rule<S, Act>>,
  refuse: (action: A, actor: Act, subject: S) => AppError,
): Policy<A, S, Act> {
  const actions = Object.keys(rules) as A[];
  const may = (actor: Act, action: A, subject: S) => rules[action](actor, subject);
  return {
    name,
    actions,
    may,
    authorize(actor, action, subject) {
      if (!may(actor, action, subject)) throw refuse(action, actor, subject);
    },
    permissions(actor, subject) {
      return Object.fromEntries(actions.map((a) => [a, may(actor, a, subject)])) as Record<A, boolean>;
    },
  };
}
