# The store as an image, in two stages: the build stage compiles the client and the server with every
# dev dependency; the runtime stage holds the compiled output and the runtime dependencies only, and
# runs as the unprivileged `node` user. firebase-tools (a runtime dependency) runs the Auth emulator
# when no Firebase credentials are given (a demo: see docker-compose.yml).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
# DejaVu renders the generated covers of the demo store.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY package.json package-lock.json ./
# prisma-generate.mjs runs at install (nothing to do without sources); ensure-build.mjs runs before
# `npm start` and `npm run make-admin` (the compiled output is current, so nothing is built).
COPY scripts/prisma-generate.mjs scripts/ensure-build.mjs ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY prisma/migrations ./prisma/migrations
COPY content ./content
COPY --from=build /app/dist ./dist
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# The same command as `npm start` (package.json), young-generation room included (see README, Performance).
CMD ["node", "--max-semi-space-size=32", "--max-old-space-size=384", "dist/server/main.js"]
