import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto } from '#shared/api/dto.ts';
import { ModelViewer } from './model-viewer/model-viewer.tsx';
import { ModelClassification, PropertyList, groupAttributes, useDimensionRows, type ClassificationHrefs } from './model-properties.tsx';
import { ModelVideo } from './model-video.tsx';
import { deferred } from '#client/app/deferred/deferred.tsx';
import type { ModelIfcData } from './model-ifc-load.ts';

/** "What's in the file": the IFC facts and the IDS check (issue 24 §2, §3), a part of its own below the fold. */
const ModelIfcPart = deferred(() => import('./model-ifc.tsx'), 'ModelIfc');

/**
 * The main column below the description: the 3D view, the main and technical
 * properties, the classification, the video and what the IFC file holds. A deferred
 * part of the page (ModelDetailsPart): its props change only with a navigation.
 */
export function ModelDetails({ model, classificationHrefs, ifc }: { model: ModelDetailDto; classificationHrefs: ClassificationHrefs; ifc: ModelIfcData }): ReactElement {
  const { t } = useTranslation();
  const dimensionRows = useDimensionRows(model.dimensions);
  const attributes = groupAttributes(model.attributes);
  return (
    <>
      {model.viewer3d ? <ModelViewer viewer3d={model.viewer3d} name={model.name} image={model.images[0] ?? null} /> : null}

      {dimensionRows.length > 0 ? (
        <section className="model-section" aria-labelledby="model-main-title" data-testid="model-main-properties">
          <h2 id="model-main-title" className="model-section__title">
            {t('modelPage.mainProperties')}
          </h2>
          <PropertyList rows={dimensionRows} testId="model-dimensions" />
        </section>
      ) : null}

      {attributes.length > 0 ? (
        <section className="model-section" aria-labelledby="model-technical-title" data-testid="model-technical-properties">
          <h2 id="model-technical-title" className="model-section__title">
            {t('modelPage.technicalProperties')}
          </h2>
          <PropertyList rows={attributes.map((attribute) => ({ key: attribute.name, label: attribute.name, value: attribute.values.join(', ') }))} testId="model-attributes" />
        </section>
      ) : null}

      <section className="model-section" aria-labelledby="model-classification-title" data-testid="model-classification-section">
        <h2 id="model-classification-title" className="model-section__title">
          {t('modelPage.classification')}
        </h2>
        <ModelClassification model={model} hrefs={classificationHrefs} />
      </section>

      <ModelVideo model={model} />

      <ModelIfcPart modelId={model.id} ifc={ifc} />
    </>
  );
}
