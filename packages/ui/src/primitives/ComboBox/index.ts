export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxItemProps,
  type ComboBoxOption,
  type ComboBoxProps,
} from './ComboBox';
