// The project's own ESLint configuration less its type-aware rules, for the tests of rules that read
// the syntax alone (the layers, the logical sides): the program built for type information was 7 s
// of each 10 s run. `eslint --config` resolves the configuration's file patterns from the current
// folder, the project's root, as the tests run it.
import tseslint from 'typescript-eslint';
import project from '../../eslint.config.mjs';

export default [...project, tseslint.configs.disableTypeChecked];
