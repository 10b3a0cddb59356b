#!/bin/sh
# Issue #14 item 4: the English pages' language button says "অসমীয়া" in the Bengali script.
# English pages do not fetch the portal's Bengali font (90 KiB), so the button would be empty
# boxes on a device without one. This writes a font of only the glyphs of that one word, from
# the same Noto Sans Bengali (bold: the button's text is semi-bold), about 2 KiB, which
# global.css gives to the button. Run it again if the word (header.switchLanguage) changes.
#
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
word=$(node -e "process.stdout.write(require('./src/web/i18n/en/common.json').header.switchLanguage)")
python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2 \
  --text="$word" --layout-features='*' --flavor=woff2 --no-hinting --desubroutinize \
  --name-IDs='*' --output-file=src/web/theme/fonts/assamese-word-700.woff2
ls -l src/web/theme/fonts/assamese-word-700.woff2
