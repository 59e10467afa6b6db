/** A Pro account made over HTTP, as a visitor makes one (test card, payment, sign-up, tenant setup); answers its JWT. */
export async function createProAccount(base: string, email: string) {
  const post = async <T>(path: string, body: object, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };
  const method = await post<{ id: string }>('/api/v1/payments/payment-methods', card);
  const payment = await post<{ payment_intent_id: string }>('/api/v1/subscription/process-payment', { payment_method_id: method.id, plan_id: 'pro', user_email: email });
  await post('/api/auth/sign-up/email', { email, password: 'bench-password', name: 'Bench' });
  const jwt = await signIn(base, email);
  await post('/api/v1/tenant/setup', { email, name: 'Bench', plan: 'pro', payment_intent_id: payment.payment_intent_id }, jwt);
  return jwt;
}

/** `name=value` of the session cookie a sign-in or sign-up answer sets, as a browser sends it back. */
export function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.includes('.session_token='));
}

/** A fresh short-lived JWT for /api/v1 calls, fetched with the session cookie sign-in sets. */
export async function signIn(base: string, email: string): Promise<string> {
  const session = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  const cookie = sessionCookieOf(session);
  if (!cookie) throw new Error(`sign-in failed: ${session.status} ${await session.text()}`);
  const jwt = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  return ((await jwt.json()) as { token: string }).token;
}
