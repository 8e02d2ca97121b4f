# syntax=docker/dockerfile:1.20
# Blokwerk in one image: server, built admin and built site, with the configured extensions
# (package.json's blokwerk.extensions), and the nginx in front of it (target `nginx`).
# PostgreSQL comes from DATABASE_URL (see docker-compose.yml); media, private files and the mail
# outbox live on the /data volume, the static mirror nginx serves on /var/lib/blokwerk/mirror.
# Run it with an init (`--init`, compose `init: true`) and a stop grace period of at least
# BLOKWERK_SHUTDOWN_GRACE_MS + 10 s (docs/operations.md, "In a container").
# server/test/deploy/dockerfile-replay.test.ts replays these steps on every CI run.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1
# The install layer, redone only when a dependency changes: the lockfile and the package.json of
# every workspace (package.json's "workspaces": every extension under extensions/, the testing
# package and the examples), each in its folder (--parents, stable since Dockerfile 1.20).
COPY --parents package.json package-lock.json server/package.json admin/package.json site/package.json \
  testing/package.json extensions/*/package.json examples/*/package.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# nginx in front (docs/nginx/blokwerk.conf): Debian's, with the brotli_static module, the
# built site's client files and the recipe pointed at the compose service `app`.
FROM debian:bookworm-slim AS nginx
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /app/site/dist/client /srv/blokwerk/site/dist/client
COPY docs/nginx/blokwerk.conf /etc/nginx/conf.d/blokwerk.conf
RUN sed -i 's/server 127\.0\.0\.1:3000;/server app:3000;/' /etc/nginx/conf.d/blokwerk.conf
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

# The application (the default target).
FROM node:24-bookworm-slim AS app
ENV NODE_ENV=production PORT=3000 BLOKWERK_DATA_DIR=/data ASTRO_TELEMETRY_DISABLED=1
COPY --from=build --chown=node:node /app /app
USER node
# BuildKit creates a missing WORKDIR owned by the USER: the volumes' mount points, which a
# fresh named volume takes its owner from, so that Blokwerk may write there.
WORKDIR /data
WORKDIR /var/lib/blokwerk/mirror
WORKDIR /app
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/main.js"]
