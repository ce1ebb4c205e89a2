const unused = (compiler: string) => (): never => {
  throw new Error(
    `No route takes a JSON schema (no ${compiler} is loaded): data is checked with the zod schemas of src/shared/api`,
  );
};

/**
 * Fastify's `schemaController` for the site, its metrics and the embedded league API: no route
 * declares a JSON schema, so Fastify's own compilers (ajv, fast-json-stringify), which it would
 * otherwise load with the first instance (about 50 ms of every start), are never loaded.
 */
export const NO_JSON_SCHEMAS = {
  compilersFactory: { buildValidator: unused('validator'), buildSerializer: unused('serializer') },
};
