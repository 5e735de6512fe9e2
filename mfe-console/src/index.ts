// The async boundary: Module Federation negotiates the shared singletons before bootstrap runs.
import('./bootstrap');
