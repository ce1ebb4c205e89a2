import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { NO_JSON_SCHEMAS } from '../../../src/shared/api/no-json-schemas.js';

describe('NO_JSON_SCHEMAS', () => {
  it('serves routes without schemas as usual', async () => {
    const app = Fastify({ schemaController: NO_JSON_SCHEMAS });
    app.get('/', async () => ({ ok: true }));
    expect((await app.inject('/')).json()).toEqual({ ok: true });
    await app.close();
  });

  it('refuses a route that declares a JSON schema, naming the zod schemas instead', async () => {
    for (const schema of [{ querystring: { type: 'object' } }, { response: { 200: { type: 'object' } } }]) {
      const app = Fastify({ schemaController: NO_JSON_SCHEMAS });
      app.get('/', { schema }, async () => ({}));
      await expect(app.ready()).rejects.toThrow(/No route takes a JSON schema .*zod schemas of src\/shared\/api/);
      await app.close();
    }
  });
});
