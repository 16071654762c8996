#!/usr/bin/env bash
# The build's settings as the GitHub Pages deploy makes them, one NAME=value a
# line for $GITHUB_ENV: the sub-path and the address from the Pages settings
# (actions/configure-pages), then every VITE_* repository variable, which wins
# over them. deploy.yml and links.yml both run it, so the link check reads the
# site the deploy publishes.
#
# BASE_PATH: "/<repository>/" for a project site, "/" otherwise.
# ORIGIN: the Pages site's origin; empty when the repository has no Pages site
#   (it publishes elsewhere), and then the build keeps content/links.ts's address.
# VARS: the repository variables, as JSON.
set -euo pipefail

if [ -n "${ORIGIN:-}" ]; then
  echo "VITE_BASE_PATH=$BASE_PATH"
  echo "VITE_BASE_URL=$ORIGIN"
fi
# Only non-empty VITE_* variables: an empty one would fail the settings check.
jq -r 'to_entries[] | select((.key | startswith("VITE_")) and .value != "")
       | "\(.key)=\(.value)"' <<<"$VARS"
