# The API (with the built web app) and the projector share one image; compose picks the entry point.
# fontconfig and DejaVu: the listings' share images (services/api/share-image) draw their text with the machine's fonts.
FROM node:20-bookworm-slim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ fontconfig fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY . .
# `npm ci` also builds the web app and the bundled server (the `prepare` script); dev dependencies go once both are built.
RUN npm ci --no-audit --no-fund && npm prune --omit=dev
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "dist/server/api-server.js"]
