import { LETTER_PAGES } from '@clinote/contracts';
import { Route, Routes } from '@clinote/platform';
import { LetterPage } from './LetterPage';

/**
 * Exposed as 'mfe_dme/Routes'. The page registry (@clinote/contracts pages.ts) says which paths
 * are this remote's letter pages, one per equipment (and that they need a session); here each
 * renders the one letter page with its equipment. `key` gives each letter its own state when moving between them.
 */
export default function DmeRoutes() {
  return (
    <div data-remote="mfe_dme">
      <Routes>
        {LETTER_PAGES.map(({ path, equipment }) => (
          <Route key={equipment} path={path} element={<LetterPage key={equipment} equipment={equipment} />} />
        ))}
      </Routes>
    </div>
  );
}
