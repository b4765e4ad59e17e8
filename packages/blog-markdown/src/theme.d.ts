// styled-components' theme type is declared by the kernel's ui (the page's ThemeProvider).
import type {} from '@app/shared/ui';
