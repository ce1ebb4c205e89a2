# Build: install everything, bundle client and server, then drop the dev dependencies.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The context has no .git: `--build-arg BUILD_COMMIT=$(git rev-parse --short HEAD)` names the commit.
ARG BUILD_COMMIT=""
RUN npm run build && npm prune --omit=dev

# Run: only what the server reads, as the unprivileged node user, with node as the entry. Nothing
# is written at run time, so the root filesystem can be mounted read-only. The same image runs the
# embedded league API alone with `node dist/upstream/main.js` (deploy/compose.yaml).
# UPSTREAM_URL chooses the league API the site reads. Unset, the site loads the embedded one from
# its own bundle (dist/upstream/embedded.cjs, with data/league) and logs a warning that it does.
FROM node:24-slim
# Metrics listen apart from the site; the container's metrics port is for the cluster's scraper.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 METRICS_HOST=0.0.0.0 METRICS_PORT=9464
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/locales ./locales
COPY --from=build /app/public ./public
COPY --from=build /app/data/league ./data/league
# V8's compiled code of the server's bundles (dist/.code-cache), made once here with the options the
# server runs with, by starting the site on the embedded league and reading its first pages: every
# replica starts from it, and reads it only (docs/decisions/0098, 0105).
RUN ["node", "--v8-pool-size=1", "dist/server/main.cjs", "--prime-code-cache"]
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# V8's worker pool of one thread: its compiling leaves the main thread its core (docs/decisions/0066).
CMD ["node", "--v8-pool-size=1", "dist/server/main.cjs"]
