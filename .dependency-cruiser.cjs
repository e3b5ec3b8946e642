/**
 * The import rules lint checks beyond ESLint's (`npm run lint`, script lint:cycles): no import
 * cycle anywhere in the apps and packages (docs/CODE_STYLE.md). The web app is cruised with its own
 * tsconfig (for its `@/` paths). Module boundaries themselves are ESLint's
 * no-restricted-imports (eslint.config.js).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Two files (or modules) that import each other: move what they share to where it belongs.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
