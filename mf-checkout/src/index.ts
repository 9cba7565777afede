// The async boundary Module Federation needs before shared singletons are used (DESIGN §2, RUNTIME-006).
import('./bootstrap');
