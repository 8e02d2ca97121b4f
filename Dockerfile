# Blokwerk in one image: server, built admin and built site, with the configured extensions.
# PostgreSQL comes from DATABASE_URL (see docker-compose.yml); media, private files and the mail
# outbox live on the /data volume. Run it with an init (`--init`, compose `init: true`) and a stop
# grace period of at least BLOKWERK_SHUTDOWN_GRACE_MS + 10 s (docs/operations.md, "In a container").
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY admin/package.json admin/
COPY site/package.json site/
COPY extensions/recruitment/package.json extensions/recruitment/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 BLOKWERK_DATA_DIR=/data ASTRO_TELEMETRY_DISABLED=1
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
