# The whole monorepo built once; every slice's image copies its part from here.
#   docker build -f docker/build.Dockerfile -t clinote-build .
FROM node:24-bookworm-slim
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund \
 && NX_DAEMON=false npx nx run-many -t build --parallel=2 \
 && npm prune --omit=dev --no-audit --no-fund
