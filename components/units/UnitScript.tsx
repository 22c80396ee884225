import { HEIGHT_UNIT_ATTRIBUTE } from '@/lib/units/attribute';
import { UNITS_STORAGE_KEY } from '@/lib/units/preferences';

// Runs as the body starts, before anything below it is painted: the visitor's stored unit is on
// <html> before the first card is drawn. Stored data is read defensively (any value may be there).
const source = `try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(UNITS_STORAGE_KEY)})||'{}').height;if(u==='cm'||u==='ftin')document.documentElement.setAttribute(${JSON.stringify(HEIGHT_UNIT_ATTRIBUTE)},u)}catch(e){}`;

export function UnitScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
