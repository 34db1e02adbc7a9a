import { Route, Routes } from '@clinote/platform';
import { EvaluationPage } from './EvaluationPage';

/**
 * Exposed as 'mfe_soap/Routes'. Full paths of SPEC.md §2: the shell decides these paths belong to
 * this remote (and that they need a session); this component picks the page for each. `key` gives
 * each form its own state when moving between them.
 */
export default function SoapRoutes() {
  return (
    <div data-remote="mfe_soap">
      <Routes>
        <Route path="/pt-eval" element={<EvaluationPage key="pt" discipline="pt" />} />
        <Route path="/ot-eval" element={<EvaluationPage key="ot" discipline="ot" />} />
        <Route path="/sn-eval" element={<EvaluationPage key="sn" discipline="sn" />} />
      </Routes>
    </div>
  );
}
