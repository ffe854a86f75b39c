# One image for both parts: `node server/main.ts gateway` or `node server/main.ts upstream`.
FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY config ./config
COPY shared ./shared
COPY server ./server
COPY client ./client
RUN node client/build.ts
USER node
EXPOSE 3000 3001
# --liftoff-only: see server/main.ts (the embedded store's peak memory at start).
CMD ["node", "--liftoff-only", "server/main.ts"]
