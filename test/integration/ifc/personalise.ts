// Fits a fixture to a demo model's page: its sizes, its manufacturer, its class code,
// so "complete" means complete for that page, and a disagreement is one on purpose.
import type { Model } from '#shared/types/index.ts';

export interface PageOf {
  model: Model;
  companyName: string;
}

/** door-complete.ifc with the page's width, height, depth (mm), manufacturer and class id. */
export function personaliseDoor(text: string, { model, companyName }: PageOf): string {
  const width = model.width ?? model.diametr ?? 900;
  const height = model.height ?? 2100;
  const depth = model.length ?? 60;
  const step = (value: number) => `${value}.`;
  return text
    .replace("'DV-1',2100.,900.,.DOOR.", `'DV-1',${step(height)},${step(width)},.DOOR.`)
    .replace("IFCQUANTITYLENGTH('Width',$,$,900.,$)", `IFCQUANTITYLENGTH('Width',$,$,${step(width)},$)`)
    .replace("IFCQUANTITYLENGTH('Height',$,$,2100.,$)", `IFCQUANTITYLENGTH('Height',$,$,${step(height)},$)`)
    .replace("IFCQUANTITYLENGTH('Depth',$,$,60.,$)", `IFCQUANTITYLENGTH('Depth',$,$,${step(depth)},$)`)
    .replace("IFCLABEL('Doorworks')", `IFCLABEL('${stepText(companyName)}')`)
    .replace("IFCCLASSIFICATIONREFERENCE($,'17','Doors'", `IFCCLASSIFICATIONREFERENCE($,'${model.code_class ?? model.code_type}','Doors'`);
}

/** Text as a STEP string's content: quotes doubled, anything past ASCII as \X2\ UTF-16 hex (ISO 10303-21). */
export function stepText(text: string): string {
  let out = '';
  for (const char of text.replace(/\\/g, '\\\\').replace(/'/g, "''")) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) out += char;
    else out += `\\X2\\${[...char.length === 2 ? [char.charCodeAt(0), char.charCodeAt(1)] : [code]].map((unit) => unit.toString(16).toUpperCase().padStart(4, '0')).join('')}\\X0\\`;
  }
  return out;
}
