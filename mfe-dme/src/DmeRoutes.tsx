import { Route, Routes } from '@clinote/platform';
import { EquipmentLetterPage } from './EquipmentLetterPage';

/**
 * Exposed as 'mfe_dme/Routes'. Full paths of SPEC.md §2: the shell decides these paths belong to
 * this remote (and that they need a session); this component picks the page for each.
 */
export default function DmeRoutes() {
  return (
    <div data-remote="mfe_dme">
      <Routes>
        <Route path="/dme/wheelchair" element={<EquipmentLetterPage title="Manual Wheelchair Documentation" />} />
        <Route path="/dme/hospital-bed" element={<EquipmentLetterPage title="Hospital Bed Documentation" />} />
        <Route path="/dme/commode" element={<EquipmentLetterPage title="Bedside Commode Documentation" />} />
        <Route path="/dme/walker" element={<EquipmentLetterPage title="Walker/Rollator Documentation" />} />
      </Routes>
    </div>
  );
}
