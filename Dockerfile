# syntax=docker/dockerfile:1
# The fund platform as operators run it (README "Running in production"). npm run test:production runs the same
# steps without a container engine: build, production dependencies only, two instances, a journey across them.

# --- build: every dependency, the SPA (dist/) and the compiled server (dist-server/)
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies only, no sources, not root
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/generated/openapi.json ./generated/openapi.json
COPY --from=build /app/locales ./locales
COPY --from=build /app/scripts/admin.mjs ./scripts/admin.mjs
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself as PID 1's child of tini-less docker: it handles SIGTERM (graceful shutdown, SHUTDOWN_TIMEOUT_MS).
# `docker run --init` or compose's `init: true` reaps zombies.
CMD ["node", "--enable-source-maps", "dist-server/server.js"]
