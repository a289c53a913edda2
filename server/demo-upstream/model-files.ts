// A model's IFC file as the uploads host serves it, and the model as the model calls
// answer it: an `.ifc` file's listed size is the served file's byte length, so the
// page's "IFC, 23 KB" is what the download weighs. (Lists keep the size recorded at
// generation: measuring every file at start would cost seconds; cards show no sizes.)

import type { Model, ModelFile } from '#shared/types/index.ts';
import type { DemoContext } from './context.ts';
import type { ModelIndexEntry } from './dataset/index.ts';
import type { GeneratedFile } from './products/generated-cache.ts';
import { modelIfc } from './products/model-product.ts';

export function modelIfcFile(ctx: DemoContext, entry: ModelIndexEntry, file: Pick<ModelFile, 'file_name'>): GeneratedFile {
  const { dataset } = ctx;
  return ctx.generated.get(`ifc:${entry.model.id}`, () => {
    const { model } = entry;
    const name = (list: ReadonlyArray<{ id: number; text: string }>, id: number): string => list.find((item) => item.id === id)?.text ?? '';
    const levels = [
      { id: model.code_category, name: name(dataset.categories, model.code_category) },
      { id: model.code_type, name: name(dataset.types, model.code_type) },
      ...(model.code_class === null ? [] : [{ id: model.code_class, name: name(dataset.classes, model.code_class) }]),
    ];
    const company = dataset.companyById.get(model.company_id)!;
    return modelIfc(model, entry.product, file.file_name, { seed: dataset.seed, dictionaries: dataset.dictionaries, company, classification: levels });
  });
}

/** The model's files with each IFC file's real size (made on demand, cached). */
export function servedFiles(ctx: DemoContext, entry: ModelIndexEntry): ModelFile[] {
  return entry.model.files.map((file) => (file.ext === 'ifc' ? { ...file, size: modelIfcFile(ctx, entry, file).body.length } : file));
}

export function servedModel(ctx: DemoContext, entry: ModelIndexEntry): Model {
  return { ...entry.model, files: servedFiles(ctx, entry) };
}
