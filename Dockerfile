# Two stages: `build` has the dev dependencies and runs `npm run build` (the Vite
# builds and the server compiled to JavaScript, dist/server/main.js); `runtime`
# holds only dist/ and the production dependencies. No TypeScript runs in the
# container: Node's type stripper cost the process about 15 MB of RSS
# (docs/decisions/0035-compiled-server.md).

FROM node:24-slim AS build
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# A C compiler for the one native addon, malloc-trim (native/, docs/decisions/0037), built
# against the node-api-headers devDependency. Only this stage has it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends gcc libc6-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json ./
# --ignore-scripts: the only install script in the tree is the `node`
# devDependency's, which would download a second Node 24 binary that this
# image already has. Vite's rolldown native binding is an optional dependency,
# installed normally.
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
# V8 heap bounds keep the BFF's memory near its working set (package.json
# config.nodeOptions holds the same flags for npm start and the bench); one
# malloc arena per two threads stops glibc fragmentation from inflating RSS.
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=160" \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    HOST=0.0.0.0 \
    NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional: in the production set the only optional packages are
# TypeScript (with its 27 MB native compiler) and React's type packages, kept
# by npm only because i18next and react-router list them as optional peers.
RUN npm ci --omit=dev --omit=optional --ignore-scripts \
 && npm cache clean --force \
 && rm -rf /root/.npm /tmp/*
# Owned by root and read-only to the `node` user: the app cannot rewrite itself.
# dist/server also holds the files the server reads at run time (the IDS library).
COPY --from=build /app/dist ./dist
# The build warns and goes on without the addon where it cannot compile it; the image must not.
RUN node -e "if (typeof require('./dist/server/native/malloc-trim.node').trim() !== 'boolean') process.exit(1)"
USER node
EXPOSE 3000
# slim has no curl; node's fetch does the probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (the server drains and
# exits); npm as the entrypoint would not forward it reliably.
CMD ["node", "dist/server/main.js"]
