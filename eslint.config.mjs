import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const formatRestrictions = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
  property,
  message: 'Format dates and money with the functions of @preschool/domain: one format, in Singapore time.',
}))

/** Lint rules: ESLint's and typescript-eslint's recommended sets, React hook rules for the web app, no `any`. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/migrations/**',
      'data/**',
      'e2e/.data-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler rules of the plugin's newer presets are not adopted.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One formatting layer (packages/domain/src/format, decision 0036): features and modules call it, so every
    // date is DD/MM/YYYY in Singapore time and every amount formatMoney's, on screen, in emails and in PDFs.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-*.ts', '**/db/seed/**'],
    rules: {
      'no-restricted-properties': ['error', ...formatRestrictions],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']",
          message: 'Format dates with the functions of @preschool/domain (formatDate, formatMonth, ...).',
        },
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message:
            'Format dates and money with the functions of @preschool/domain (formatDate, formatMoney, ...).',
        },
        {
          selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
          message: 'Money is formatMoney (text) or centsToDecimal (a gateway amount) of @preschool/domain.',
        },
      ],
    },
  },
)
