console.log('admin placeholder');
