import { EVALUATION_PAGES } from '@clinote/contracts';
import { Route, Routes } from '@clinote/platform';
import { EvaluationPage } from './EvaluationPage';

/**
 * Exposed as 'mfe_soap/Routes'. The page registry (@clinote/contracts pages.ts) says which paths
 * are this remote's evaluation pages (and that they need a session); this component renders the
 * evaluation page of each one's discipline. `key` gives each form its own state when moving between them.
 */
export default function SoapRoutes() {
  return (
    <div data-remote="mfe_soap">
      <Routes>
        {EVALUATION_PAGES.map(({ path, discipline }) => (
          <Route key={discipline} path={path} element={<EvaluationPage key={discipline} discipline={discipline} />} />
        ))}
      </Routes>
    </div>
  );
}
