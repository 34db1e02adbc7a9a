import { Route, Routes } from '@clinote/platform';
import { EvaluationPage } from './EvaluationPage';

/**
 * Exposed as 'mfe_soap/Routes'. Full paths of SPEC.md §2: the shell decides these paths belong to
 * this remote (and that they need a session); this component picks the page for each.
 */
export default function SoapRoutes() {
  return (
    <div data-remote="mfe_soap">
      <Routes>
        <Route path="/pt-eval" element={<EvaluationPage title="PT Evaluation" />} />
        <Route path="/ot-eval" element={<EvaluationPage title="OT Evaluation" />} />
        <Route path="/sn-eval" element={<EvaluationPage title="SN Evaluation" />} />
      </Routes>
    </div>
  );
}
