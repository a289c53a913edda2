// Texts of the modelViewer area: the model page's 3D view, registered by its deferred part (client/routes/model/model-viewer/model-viewer.tsx), so they stay out of the page's first load.

export const modelViewerTexts = {
  ru: {
    title: '3D-просмотр',
    open: 'Открыть 3D-модель',
    loading: 'Загружаем 3D-модель…',
    hint: 'Вращайте модель мышью или пальцем, меняйте масштаб колёсиком или двумя пальцами.',
    canvas: '3D-модель: {{name}}',
    noWebgl: 'Браузер не поддерживает WebGL, поэтому вместо 3D-модели показано изображение.',
    error: 'Не удалось загрузить 3D-модель.',
    retry: 'Попробовать ещё раз',
    reset: 'Исходный вид',
  },
  en: {
    title: '3D view',
    open: 'Open the 3D model',
    loading: 'Loading the 3D model…',
    hint: 'Drag to rotate the model; zoom with the mouse wheel or two fingers.',
    canvas: '3D model: {{name}}',
    noWebgl: 'Your browser does not support WebGL, so the model’s image is shown instead of the 3D view.',
    error: 'The 3D model could not be loaded.',
    retry: 'Try again',
    reset: 'Reset view',
  },
} as const;
