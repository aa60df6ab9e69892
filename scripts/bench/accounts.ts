// Accounts through the storefront's route handlers: sign-in (argon2id verify + session) and the
// signed-in /account page, 4 at a time.
import { message, type RequestSample, round, section, type Step, table } from "./results";

/** Latencies of `n` calls, `concurrency` at a time: p50/p95/max in ms and the non-2xx count. */
async function sample(
  call: () => Promise<Response>,
  n = 80,
  concurrency = 4,
): Promise<RequestSample> {
  const times: number[] = [];
  let non2xx = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const started = performance.now();
        const res = await call();
        times.push(performance.now() - started);
        if (!res.ok) non2xx++;
        await res.arrayBuffer();
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number): number | null =>
    round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { n, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: round(times.at(-1)), non2xx };
}

/** Sign-in (argon2id verify + session) and the signed-in /account page render. */
async function accountLatencies(
  origin: string,
): Promise<{ signin: RequestSample; accountPage: RequestSample }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = "bench12345";
  const json = (body: Record<string, unknown>): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  const signup = await fetch(
    `${origin}/api/auth/signup`,
    json({
      identity_type: 1,
      first_name: "Bench",
      last_name: "User",
      email,
      password,
      password_confirm: password,
      country_code: "852",
      mobile: "51234567",
      agree: true,
    }),
  );
  if (!signup.ok) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const signinBody = { identity_type: 1, username: email, password };
  const signin = await sample(() => fetch(`${origin}/api/auth/signin`, json(signinBody)), 60);
  const res = await fetch(`${origin}/api/auth/signin`, json(signinBody));
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("sign-in set no session cookie");
  const account = await sample(
    () => fetch(`${origin}/account`, { headers: { cookie }, redirect: "manual" }),
    80,
  );
  return { signin, accountPage: account };
}

export async function accountsStep({ results, note }: Step, origin: string): Promise<void> {
  section("Accounts (through the storefront's route handlers; 4 at a time)");
  try {
    const accounts = await accountLatencies(origin);
    results.accounts = accounts;
    console.log(
      table(
        ["call", "requests", "p50 ms", "p95 ms", "max ms", "non-2xx"],
        Object.entries(accounts).map(([name, a]) => [
          name,
          a.n,
          a.p50Ms,
          a.p95Ms,
          a.maxMs,
          a.non2xx,
        ]),
      ),
    );
  } catch (error) {
    results.accounts = { error: message(error) };
    note(`accounts: ${message(error)}`);
  }
}
