-- The help centre's texts written by the site (issue 18, the console's Site page): per section and
-- language, Markdown rendered sanitized on the public help pages in place of the app's built-in text.
-- No row: the built-in text stands.
CREATE TABLE help_texts (
  section text NOT NULL CHECK (section IN ('cara-penggunaan', 'panduan-keamanan', 'privasi', 'persyaratan')),
  locale text NOT NULL CHECK (locale IN ('id', 'en', 'zh')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (section, locale)
);
