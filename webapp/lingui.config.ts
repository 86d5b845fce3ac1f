import { defineConfig } from '@lingui/cli';

export default defineConfig({
  // Messages are written in English in the code; Gujarati is the default language users see.
  sourceLocale: 'en',
  locales: ['gu', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/api/generated/**', '**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
