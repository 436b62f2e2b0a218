import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

// Orval reads ONLY the bundled contract (npm run generate writes it first) and writes generated/api.
// Hooks go through our axios instance (src/lib/api-client.ts), so headers, tokens and refresh live in one place.
export default defineConfig({
  api: {
    input: {
      target: './generated/openapi.json',
    },
    output: {
      mode: 'tags-split',
      target: './generated/api',
      schemas: './generated/api/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: false,
      mock: { type: 'msw', delay: false },
      override: {
        mutator: {
          path: './src/lib/api-client.ts',
          name: 'apiClient',
        },
        query: {
          useQuery: true,
          signal: true,
        },
        mock: {
          // Orval's default date mock is `toISOString().split('T')[0]`, typed `string | undefined` under our
          // noUncheckedIndexedAccess; slice() is the same value, typed string. Money has two decimals.
          format: {
            date: () => faker.date.past().toISOString().slice(0, 10),
          },
          fractionDigits: 2,
        },
      },
    },
  },
});
