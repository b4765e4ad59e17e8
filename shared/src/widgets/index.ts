/**
 * The larger UI pieces only some screens use: tabs, the bottom sheet, search, the searchable
 * paginated list, list cards and category badges. Apart from @app/shared/ui (the screen frame and
 * the basics every screen needs) so that the first screen does not download them: /main uses none.
 *
 * These files import @app/shared/ui and @app/shared/telegram by package name, never by relative
 * path: a page may run a remote's own copy of this module (nothing loaded the shell's first), and
 * through the share scope that copy still uses the page's one UI kit and one Telegram SDK instead
 * of bundling second copies (the SDK's state, its back button, would split).
 */
export { Tabs, type TabsProps } from './tabs';
export { BottomSheet, type BottomSheetProps } from './bottom-sheet';
export { SearchBox, type SearchBoxProps } from './search-box';
export { SearchableList, type SearchableListProps, type SearchableListQuery } from './searchable-list';
export { CategoryBadges } from './category-badges';
export { ListCard, type ListCardProps } from './list-card';
