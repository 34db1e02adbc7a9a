import { EQUIPMENT } from '@clinote/clinical-text';
import { Route, Routes } from '@clinote/platform';
import { LetterPage } from './LetterPage';

/**
 * Exposed as 'mfe_dme/Routes'. Full paths of SPEC.md §2 (/dme/wheelchair, /dme/hospital-bed,
 * /dme/commode, /dme/walker: the equipment id is the path segment): the shell decides these paths
 * belong to this remote (and that they need a session); here each renders the one letter page with
 * its equipment. `key` gives each letter its own state when moving between them.
 */
export default function DmeRoutes() {
  return (
    <div data-remote="mfe_dme">
      <Routes>
        {EQUIPMENT.map((equipment) => (
          <Route key={equipment} path={`/dme/${equipment}`} element={<LetterPage key={equipment} equipment={equipment} />} />
        ))}
      </Routes>
    </div>
  );
}
