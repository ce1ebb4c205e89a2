import type { FastifyInstance } from 'fastify';

/**
 * The embedded league simulates its seasons on first use, which on a busy machine can take
 * longer than a page's deadline. Tests that are not about that ask for one season page until it
 * answers, so their own first request is not the one that pays.
 */
export async function warmLeague(app: FastifyInstance, url = '/en/espana/matches', tries = 6): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if ((await app.inject({ url })).statusCode === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the embedded league did not answer ${url} in ${tries} tries`);
}
