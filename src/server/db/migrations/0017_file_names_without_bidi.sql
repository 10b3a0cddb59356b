-- Issue #23 finding 9 (docs/decisions/033): names stored before the rule lose their
-- bidirectional controls (U+061C, U+200E/F, U+202A-E, U+2066-9) and U+FEFF, as new names do
-- (src/server/modules/files/names.ts).
UPDATE "files"
SET "name" = regexp_replace("name", '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]', '', 'g')
WHERE "name" ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]';
