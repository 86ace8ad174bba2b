export {
  CustomerService,
  type CustomerServiceCompany,
  type CustomerServiceProps,
} from './CustomerService';
