import { HEIGHT_UNIT_ATTRIBUTE, SHOE_SYSTEM_ATTRIBUTE } from '@/lib/units/attribute';
import { HEIGHT_UNITS, UNITS_STORAGE_KEY } from '@/lib/units/preferences';
import { SHOE_SYSTEMS } from '@/lib/units/shoe-systems';

// Runs as the body starts, before anything below it is painted: the visitor's stored units are on
// <html> before the first value is drawn. Stored data is read defensively (any value may be there).
const json = JSON.stringify;
const source = `try{var c=JSON.parse(localStorage.getItem(${json(UNITS_STORAGE_KEY)})||'{}'),h=c.height,s=c.shoes,d=document.documentElement;if(${json(HEIGHT_UNITS)}.indexOf(h)>=0)d.setAttribute(${json(HEIGHT_UNIT_ATTRIBUTE)},h);if(${json(SHOE_SYSTEMS)}.indexOf(s)>=0)d.setAttribute(${json(SHOE_SYSTEM_ATTRIBUTE)},s)}catch(e){}`;

export function UnitScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
