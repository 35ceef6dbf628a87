/** The category tree and the CMS's virtual and filtered categories in the back office. */
export { CategoryTree as CategoryList } from './categories/CategoryTree';
export {
  FilteredCategoryEdit,
  FilteredCategoryList,
  VirtualCategoryEdit,
  VirtualCategoryList,
} from './categories/RuleCategories';
