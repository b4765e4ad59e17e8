// The async boundary: shared singletons negotiate before any app code runs.
import('./bootstrap');
